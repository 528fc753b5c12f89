import { toast } from 'sonner'
import type { LiveUpdatePrompts } from './live-updater.ts'

/** The messages the live-update toasts show, looked up by the caller in the active language. */
export type NativeMessageKey = 'native.updating' | 'native.updateAvailable' | 'native.updateNow' | 'native.later'
export type Translate = (key: NativeMessageKey) => string

/** One toast at a time for live updates, apart from the web build check's ('build-update'). */
const TOAST_ID = 'live-update'

/**
 * The live-update messages as sonner toasts, like the web build check's (platform/updates): an info toast on start,
 * and on resume a question with "Update now" and "Later" buttons. Closing the question counts as "Later".
 */
export function toastPrompts(t: Translate): LiveUpdatePrompts {
  return {
    announce() {
      toast.info(t('native.updating'), { id: TOAST_ID, duration: Number.POSITIVE_INFINITY })
    },
    confirm() {
      return new Promise<boolean>((resolve) => {
        toast.info(t('native.updateAvailable'), {
          id: TOAST_ID,
          duration: Number.POSITIVE_INFINITY,
          // Sonner runs the button's onClick before onDismiss; the promise keeps the first answer.
          action: { label: t('native.updateNow'), onClick: () => resolve(true) },
          cancel: { label: t('native.later'), onClick: () => resolve(false) },
          onDismiss: () => resolve(false),
        })
      })
    },
  }
}
