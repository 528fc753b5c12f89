import { useEffect, useState } from 'react'
import {
  applyColorMode,
  type ColorMode,
  onSystemColorSchemeChange,
  readColorMode,
  storeColorMode,
} from './color-mode.ts'

export function useColorMode(): [ColorMode, (mode: ColorMode) => void] {
  const [mode, setMode] = useState(readColorMode)

  useEffect(() => {
    applyColorMode(mode)
    if (mode !== 'system') return
    return onSystemColorSchemeChange(() => applyColorMode('system'))
  }, [mode])

  const choose = (next: ColorMode) => {
    storeColorMode(next)
    setMode(next)
  }
  return [mode, choose]
}
