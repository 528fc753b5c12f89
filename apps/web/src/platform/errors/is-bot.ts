/*
 * Crawlers, link unfurlers and monitors. Deliberately not "headless": Playwright and Lighthouse drive headless
 * browsers that must see the real page.
 */
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|facebot|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|telegrambot|skypeuripreview|bingpreview|yandex|baiduspider|duckduckgo|ia_archiver|archive\.org|uptimerobot|pingdom|statuscake|python-requests|curl\/|wget\//i

export function isBotUserAgent(userAgent: string): boolean {
  return BOT_PATTERN.test(userAgent)
}

export function isBot(): boolean {
  return typeof navigator !== 'undefined' && isBotUserAgent(navigator.userAgent)
}
