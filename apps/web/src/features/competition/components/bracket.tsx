import {
  type Follow,
  formatDayLabel,
  formatDayMonthTime,
  formatTime,
  type StructureRound,
  type StructureSlot,
  type StructureUnit,
  unitPagePath,
  zonedDate,
} from '@podium/domain'
import { type ReactNode, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Flag } from '../../../components/ui/flag.tsx'
import { PathLink } from '../../../components/ui/path-link.tsx'
import { bracketColumns, isFollowedCompetitor, isLiveUnit, nameParts, openingRound } from '../bracket-layout.ts'
import { placeholderText, roundName, unitName } from '../wording.ts'
import type { Frame } from './pool-tables.tsx'

export interface StructureFrame extends Frame {
  /** The games' today, to open a phone on the round being played. */
  today: string | undefined
}

interface CardContext {
  disciplineKey: string
  follows: readonly Follow[]
  frame: StructureFrame
}

/**
 * A competitor's name in a narrow card: the family name stays whole and the given names shrink first ("KATO S…"),
 * so a later round's column still says who it is. The whole name stays in the text for screen readers.
 */
function CompetitorName({ name }: { name: string }) {
  const { family, given } = nameParts(name)
  return (
    <span className="flex min-w-0 flex-1" title={name}>
      <span className="min-w-0 shrink-[0.01] truncate">{family}</span>
      {given && (
        <span className="min-w-[2.5ch] flex-1 overflow-hidden text-ellipsis whitespace-pre">{` ${given}`}</span>
      )}
    </span>
  )
}

/** One side of a match or one start position: the competitor, the placeholder saying where they come from, or a bye. */
function SlotRow({ slot, follows, ranked }: { slot: StructureSlot; follows: readonly Follow[]; ranked?: boolean }) {
  const { t, i18n } = useTranslation()
  if (slot.state === 'bye')
    return <span className="block px-2 py-1 text-sm text-ink-muted italic">{t('structure.bye')}</span>
  if (slot.state === 'pending')
    return (
      <span className="block px-2 py-1 text-sm text-ink-muted italic" data-testid="slot-placeholder">
        {placeholderText(slot.placeholder, t, i18n.language as StructureFrame['locale'])}
      </span>
    )
  const followed = isFollowedCompetitor(follows, slot)
  return (
    <span
      className={`flex min-w-0 items-center gap-1.5 rounded-md px-2 py-1 text-sm text-ink ${
        slot.winner ? 'font-bold' : ''
      } ${followed ? 'bg-brand-soft' : ''}`}
      data-testid="slot-competitor"
    >
      {ranked && <span className="w-5 shrink-0 text-right text-ink-muted tabular-nums">{slot.rank ?? ''}</span>}
      <Flag src={slot.competitor.organisation.flagUrl} name={slot.competitor.organisation.name} decorative />
      <CompetitorName name={slot.competitor.name} />
      {slot.winner && <span className="sr-only">({t('structure.bracket.winner')})</span>}
      {followed && <span className="sr-only">({t('structure.table.followed')})</span>}
      {slot.qualification && (
        <span
          className="rounded bg-brand px-1 text-[0.65rem] leading-4 font-bold text-brand-ink"
          title={t(`structure.heats.qualified${slot.qualification}`)}
        >
          <span aria-hidden="true">{slot.qualification}</span>
          <span className="sr-only">{t(`structure.heats.qualified${slot.qualification}`)}</span>
        </span>
      )}
      {slot.irm && <span className="text-xs font-semibold text-warn-strong">{slot.irm}</span>}
      {slot.result !== null && (
        <span className="max-w-[45%] shrink-0 truncate tabular-nums" title={slot.result}>
          {slot.result}
        </span>
      )}
    </span>
  )
}

/** "12/07, 09:00" in the visitor's language and the display time zone: a tree's card is narrow. */
const shortWhen = (instant: string, frame: StructureFrame) =>
  formatDayMonthTime(instant, { locale: frame.locale, timeZone: frame.timeZone })

const rankOf = (slot: StructureSlot) =>
  slot.state === 'decided' && slot.rank !== null && !slot.irm ? slot.rank : Number.MAX_SAFE_INTEGER

/** A match (or a ranked unit) as a card: its name, when and where, live or not, and its slots. */
export function UnitCard({
  unit,
  round,
  context,
  ranked = false,
  compact = false,
}: {
  unit: StructureUnit
  round: StructureRound
  context: CardContext
  ranked?: boolean
  /** In the tree: the column names the round, so the card shows only when (the name stays for screen readers). */
  compact?: boolean
}) {
  const { t } = useTranslation()
  const { frame, follows, disciplineKey } = context
  const live = isLiveUnit(unit)
  const followed = unit.slots.some((s) => isFollowedCompetitor(follows, s))
  const name =
    unit.medal === 'GOLD' && !ranked
      ? t('structure.bracket.medalGold')
      : unit.medal === 'BRONZE' && !ranked && round.units.length === 1
        ? t('structure.bracket.medalBronze')
        : unitName({ round: round.code, stage: round.stage, number: unit.number }, t)
  const when = !unit.startAt
    ? null
    : compact
      ? shortWhen(unit.startAt, frame)
      : `${formatDayLabel(zonedDate(unit.startAt, frame.timeZone), { locale: frame.locale })} ${formatTime(unit.startAt, frame)}`
  const header = (
    <span className="flex items-center justify-between gap-2 px-2 pt-1 text-xs text-ink-muted">
      <span className={compact ? 'sr-only' : 'min-w-0 truncate font-semibold'}>{name}</span>
      {live ? (
        <span className="inline-flex shrink-0 items-center gap-1 font-semibold text-live-ink">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-live motion-safe:animate-pulse" />
          {t('structure.bracket.live')}
        </span>
      ) : (
        when && <span className="shrink-0 tabular-nums">{when}</span>
      )}
    </span>
  )
  // A ranked unit with results reads in finishing order (IRMs and the unranked last); before that, in start order.
  const slots = ranked ? [...unit.slots].sort((a, b) => rankOf(a) - rankOf(b)) : unit.slots
  const body = (
    <>
      {header}
      {unit.venueName && !live && !compact && (
        <span className="block truncate px-2 text-xs text-ink-muted">{unit.venueName}</span>
      )}
      <span className="mt-0.5 grid gap-0.5 pb-1">
        {slots.map((slot, i) => (
          // Slots have no identity of their own before they are decided: their place in the unit is it.
          // biome-ignore lint/suspicious/noArrayIndexKey: a slot's position is its identity
          <SlotRow key={i} slot={slot} follows={follows} ranked={ranked} />
        ))}
        {unit.slots.length === 0 && (
          <span className="block px-2 py-1 text-sm text-ink-muted italic">{t('structure.heats.empty')}</span>
        )}
      </span>
      {followed && (
        <span className="block px-2 pb-1 text-[0.7rem] font-bold tracking-wide text-brand-strong uppercase">
          {t('structure.bracket.path')}
        </span>
      )}
    </>
  )
  const look = `relative block w-full rounded-xl border bg-surface ${
    live ? 'border-live ring-2 ring-live/40' : followed ? 'border-brand ring-2 ring-brand/30' : 'border-line'
  }`
  return (
    <div
      className="w-full"
      data-testid="structure-unit"
      data-unit={unit.code}
      data-live={live || undefined}
      data-followed={followed || undefined}
    >
      {unit.startAt ? (
        <PathLink to={unitPagePath({ code: unit.code, disciplineKey })} className={`${look} hover:border-brand`}>
          {body}
        </PathLink>
      ) : (
        <div className={look}>{body}</div>
      )}
    </div>
  )
}

/** The line from a pair of matches to the match their winners meet in (desktop only). */
function PairConnector({ top, bottom }: { top: boolean; bottom: boolean }) {
  if (!top && !bottom) return null
  const span =
    top && bottom ? 'top-1/4 bottom-1/4 border-y' : top ? 'top-1/4 bottom-1/2 border-t' : 'top-1/2 bottom-1/4 border-b'
  return <span aria-hidden="true" className={`absolute left-full hidden w-3 border-r border-line md:block ${span}`} />
}

/**
 * The knockout's main line as a tree: one column a round, each match between the two it comes from, lines joining
 * them on a desktop; on a phone one round a screen, swiped (scroll snap), opened on today's round.
 */
export function Bracket({ rounds, context }: { rounds: readonly StructureRound[]; context: CardContext }) {
  const { t } = useTranslation()
  const scroller = useRef<HTMLElement>(null)
  const columns = bracketColumns(rounds)
  const { frame } = context
  const open = openingRound(rounds, frame.today, (instant) => zonedDate(instant, frame.timeZone))
  useEffect(() => {
    const box = scroller.current
    const column = box?.querySelectorAll<HTMLElement>('[data-round]')[open]
    // Only where the rounds do not all fit (a phone): a desktop shows the whole tree from its first round.
    if (box && column && box.scrollWidth > box.clientWidth + 1 && window.matchMedia('(max-width: 767px)').matches) {
      box.scrollLeft = column.offsetLeft - box.offsetLeft
    }
  }, [open])
  if (columns.length === 0) return null
  return (
    <div className="grid gap-2">
      <p className="text-xs text-ink-muted md:hidden">{t('structure.bracket.swipe')}</p>
      <section
        ref={scroller}
        aria-label={t('structure.bracket.roundsLabel')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll area must be reachable by keyboard to scroll it.
        tabIndex={0}
        className="-mx-1 snap-x snap-mandatory overflow-x-auto px-1 pb-2 md:snap-none"
      >
        <ol className="flex items-start gap-3 md:items-stretch md:gap-6">
          {columns.map((column, ci) => {
            const last = ci === columns.length - 1
            const pairs: (StructureUnit | null)[][] = []
            for (let i = 0; i < column.positions.length; i += last ? 1 : 2)
              pairs.push(column.positions.slice(i, i + (last ? 1 : 2)))
            return (
              <li
                key={column.round.code}
                data-round={column.round.code}
                data-opened={ci === open || undefined}
                className="flex w-[85%] shrink-0 snap-start flex-col sm:w-[60%] md:w-auto md:min-w-44 md:flex-1"
              >
                <h4 className="mb-2 truncate text-sm font-bold text-ink">{roundName(column.round, t)}</h4>
                <ul className="flex flex-1 flex-col gap-3 md:gap-0">
                  {pairs.map((pair) => (
                    <li
                      key={pair.map((u) => u?.code ?? '-').join('|')}
                      className={`relative flex-col md:flex md:flex-1 ${pair.every((u) => u === null) ? 'hidden' : 'flex'} gap-3 md:gap-0`}
                    >
                      {pair.map((unit, pi) => (
                        <div
                          key={unit?.code ?? `bye-${pi}`}
                          className={`relative items-center md:flex md:flex-1 md:py-1.5 ${unit ? 'flex' : 'hidden'}`}
                        >
                          {ci > 0 && unit && (
                            <span
                              aria-hidden="true"
                              className="absolute top-1/2 right-full hidden w-3 border-t border-line md:block"
                            />
                          )}
                          {unit ? (
                            <UnitCard unit={unit} round={column.round} context={context} compact />
                          ) : (
                            <span className="sr-only">{t('structure.bracket.emptyPlace')}</span>
                          )}
                        </div>
                      ))}
                      {!last && <PairConnector top={pair[0] != null} bottom={pair[1] != null} />}
                    </li>
                  ))}
                </ul>
              </li>
            )
          })}
        </ol>
      </section>
    </div>
  )
}

/** Repechage, bronze and classification rounds: each its own section beside the tree. */
export function SideRounds({ rounds, context }: { rounds: readonly StructureRound[]; context: CardContext }) {
  const { t } = useTranslation()
  if (rounds.length === 0) return null
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {rounds.map((round) => (
        <section key={round.code} aria-label={roundName(round, t)} className="grid content-start gap-2">
          <h3 className="text-sm font-bold text-ink">{roundName(round, t)}</h3>
          <ul className="grid gap-2">
            {[...round.units]
              .sort((a, b) => a.number - b.number)
              .map((unit) => (
                <li key={unit.code}>
                  <UnitCard unit={unit} round={round} context={context} />
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

/** Ranked rounds (heats → semi-finals → final): each unit's competitors with Q/q, the next round's placeholders. */
export function RankedRounds({
  rounds,
  context,
  footer,
}: {
  rounds: readonly StructureRound[]
  context: CardContext
  footer?: ReactNode
}) {
  const { t } = useTranslation()
  if (rounds.length === 0) return null
  const qualifying = rounds.some((r) => r.qualification !== null)
  return (
    <div className="grid gap-4">
      {rounds.map((round, ri) => {
        const next = rounds[ri + 1]
        return (
          <section key={round.code} aria-label={roundName(round, t)} className="grid gap-2">
            <h3 className="text-sm font-bold text-ink">{roundName(round, t)}</h3>
            <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {[...round.units]
                .sort((a, b) => a.number - b.number)
                .map((unit) => (
                  <li key={unit.code}>
                    <UnitCard unit={unit} round={round} context={context} ranked />
                  </li>
                ))}
            </ul>
            {next && round.qualification && (
              <p className="text-xs text-ink-muted">{t('structure.heats.next', { round: roundName(next, t) })}</p>
            )}
          </section>
        )
      })}
      {qualifying && <p className="text-xs text-ink-muted">{t('structure.heats.legend')}</p>}
      {footer}
    </div>
  )
}
