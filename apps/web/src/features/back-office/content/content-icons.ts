import type { AnyContentKind } from '@podium/domain'
import {
  Brain,
  Bus,
  Camera,
  FileText,
  GraduationCap,
  HandHeart,
  Handshake,
  LayoutList,
  Link2,
  type LucideIcon,
  MapPin,
  Medal,
  Star,
  Video,
} from 'lucide-react'

/** Each kind's icon in its manager's header and on the dashboard; a kind without one gets a plain list. */
const ICONS: Readonly<Record<string, LucideIcon>> = {
  trivia: Brain,
  courses: GraduationCap,
  volunteers: HandHeart,
  sponsors: Handshake,
  places: MapPin,
  'route-rules': Link2,
  videos: Video,
  ambassadors: Star,
  photos: Camera,
  transport: Bus,
  documents: FileText,
  'award-ceremonies': Medal,
}

export const contentIcon = (kind: AnyContentKind): LucideIcon => ICONS[kind.kind] ?? LayoutList
