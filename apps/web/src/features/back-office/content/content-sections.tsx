import type { AnyContentKind } from '@podium/domain'
import type { ComponentType } from 'react'
import { SafeSportSection } from '../components/safe-sport-section.tsx'

/**
 * A section a kind's manager page shows under its list, for a setting that belongs with the kind but is no item of
 * it (decision 110): the videos' page carries the safe-sport video. Most kinds have none.
 */
const SECTIONS: Readonly<Record<string, ComponentType>> = {
  videos: SafeSportSection,
}

export const contentSection = (kind: AnyContentKind): ComponentType | undefined => SECTIONS[kind.kind]
