/** The message a widget posts to the page that frames it (docs/product-rules.md §1 embedding). */
export interface ResizeIframeMessage {
  type: 'resize-iframe'
  height: number
}

/**
 * While the page runs inside a frame, posts its content height to the parent on every size change, so the host
 * page can size the frame to fit (public/embed.js does it). Returns a function that stops it.
 */
export function postHeightToParent(target: HTMLElement, win: Window = window): () => void {
  if (win.parent === win) return () => {}
  let last = -1
  const post = () => {
    const height = Math.ceil(target.getBoundingClientRect().height)
    if (height === last) return
    last = height
    win.parent.postMessage({ type: 'resize-iframe', height } satisfies ResizeIframeMessage, '*')
  }
  const observer = new ResizeObserver(post)
  observer.observe(target)
  post()
  return () => observer.disconnect()
}
