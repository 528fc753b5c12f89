import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { writeErrorKey } from './admin-kit.tsx'

/**
 * A confirmed write's failure (a delete, a retire, a reset): `run` clears it, runs the write and, when the server
 * refuses, says why in words (`writeErrorKey`).
 */
export function useWriteFailure() {
  const { t } = useTranslation()
  const [failure, setFailure] = useState<string | null>(null)
  const run = async (write: () => Promise<void>) => {
    setFailure(null)
    try {
      await write()
    } catch (error) {
      setFailure(t(writeErrorKey(error)))
    }
  }
  return { failure, run }
}
