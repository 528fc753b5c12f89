/*
 * Podium embed: <script src="https://PODIUM/embed.js" data-widget="medals" data-lang="en" async></script>
 * Inserts an iframe of the widget (events, medals or headless) where the script tag is, and sizes it to the
 * widget's content from its resize-iframe messages.
 */
;(() => {
  const script = document.currentScript
  if (!script) return
  const origin = new URL(script.src).origin
  const widget = ['events', 'medals', 'headless'].includes(script.dataset.widget) ? script.dataset.widget : 'events'
  const url = new URL(`/widget/${widget}`, origin)
  if (script.dataset.lang) url.searchParams.set('lang', script.dataset.lang)
  if (script.dataset.limit) url.searchParams.set('limit', script.dataset.limit)
  const frame = document.createElement('iframe')
  frame.src = url.toString()
  frame.title = script.dataset.title || 'Podium'
  frame.loading = 'lazy'
  frame.style.cssText = 'display:block;width:100%;height:320px;border:0;'
  script.parentNode.insertBefore(frame, script)
  window.addEventListener('message', (event) => {
    if (event.origin !== origin || event.source !== frame.contentWindow) return
    const data = event.data
    if (data && data.type === 'resize-iframe' && Number.isFinite(data.height)) frame.style.height = `${data.height}px`
  })
})()
