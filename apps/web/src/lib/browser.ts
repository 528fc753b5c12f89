/**
 * Whether this code runs in the server-side render (decision 060), where modules load without a window: what they
 * listen to at load time is then a target that never fires.
 */
export const isServerRender = typeof window === 'undefined'

/** The window to listen on at module load, or a silent stand-in in the server-side render. */
export const windowEvents: EventTarget = isServerRender ? new EventTarget() : window
