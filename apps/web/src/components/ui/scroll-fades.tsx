import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * Which ends of a sideways strip hide content (issue 16: 3 of 7 tabs showed on a 390 px phone, with no sign of more),
 * measured on scroll (`measure` as the strip's onScroll) and on resize.
 */
export function useHiddenEnds<T extends HTMLElement = HTMLElement>() {
  const ref = useRef<T>(null)
  const [ends, setEnds] = useState({ start: false, end: false })
  const measure = useCallback(() => {
    const strip = ref.current
    if (!strip) return
    const start = strip.scrollLeft > 1
    const end = strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 1
    setEnds((was) => (was.start === start && was.end === end ? was : { start, end }))
  }, [])
  useEffect(() => {
    const strip = ref.current
    if (!strip) return
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(strip)
    return () => observer.disconnect()
  }, [measure])
  return { ref, ends, measure }
}

/** Scrolls `strip` sideways so `item` shows, clear of the fades (40 px), wherever the strip's offset parent is. */
export function scrollIntoStrip(strip: HTMLElement, item: HTMLElement): void {
  const left = item.getBoundingClientRect().left - strip.getBoundingClientRect().left + strip.scrollLeft
  if (left < strip.scrollLeft || left + item.offsetWidth > strip.scrollLeft + strip.clientWidth) {
    strip.scrollLeft = left - 40
  }
}

const FADE = 'pointer-events-none absolute top-0 bottom-px w-10 from-page to-transparent'

/** The fades over the ends that hide content; place inside a `relative` box around the strip. */
export function ScrollFades({ ends }: { ends: { start: boolean; end: boolean } }) {
  return (
    <>
      {ends.start && <div aria-hidden="true" data-scroll-hint="start" className={`${FADE} left-0 bg-linear-to-r`} />}
      {ends.end && <div aria-hidden="true" data-scroll-hint="end" className={`${FADE} right-0 bg-linear-to-l`} />}
    </>
  )
}

/** Scrolls the strip's current choice (`selector`) clear of the fades whenever `current` changes. */
export function useCurrentInView(
  strip: { readonly current: HTMLElement | null },
  selector: string,
  current: unknown,
  measure: () => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` is what moved; the effect reads it from the DOM.
  useEffect(() => {
    const el = strip.current
    const chosen = el?.querySelector<HTMLElement>(selector)
    if (!el || !chosen) return
    scrollIntoStrip(el, chosen)
    measure()
  }, [strip, selector, current, measure])
}
