import { Monitor, Moon, Sun } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { COLOR_MODES, type ColorMode } from '../color-mode.ts'

const ICONS = { light: Sun, dark: Moon, system: Monitor } satisfies Record<ColorMode, unknown>

interface Props {
  mode: ColorMode
  onChange: (mode: ColorMode) => void
}

/**
 * A segmented radio group: native radios (transparent, over each icon) keep keyboard and screen reader behaviour. On a
 * phone, where the header must leave room for the games' name (issue 16), one round button showing the current mode
 * with a native select lying transparent over it, like the language picker.
 */
export function ColorModeToggle(props: Props) {
  return (
    <>
      <PhoneColorMode {...props} />
      <ColorModeRadios {...props} />
    </>
  )
}

function PhoneColorMode({ mode, onChange }: Props) {
  const { t } = useTranslation()
  const Icon = ICONS[mode]
  return (
    <label className="relative flex size-9 items-center justify-center rounded-full border border-line bg-surface-muted text-ink has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand sm:hidden">
      <span className="sr-only">{t('settings.colorMode')}</span>
      <Icon aria-hidden="true" className="pointer-events-none size-4" />
      <select
        value={mode}
        onChange={(event) => {
          const next = COLOR_MODES.find((option) => option === event.target.value)
          if (next) onChange(next)
        }}
        className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
      >
        {COLOR_MODES.map((option) => (
          <option key={option} value={option}>
            {t(`settings.${option}`)}
          </option>
        ))}
      </select>
    </label>
  )
}

function ColorModeRadios({ mode, onChange }: Props) {
  const { t } = useTranslation()
  const name = useId()
  return (
    <fieldset className="hidden items-center rounded-full border border-line bg-surface-muted p-0.5 sm:flex">
      <legend className="sr-only">{t('settings.colorMode')}</legend>
      {COLOR_MODES.map((option) => {
        const Icon = ICONS[option]
        return (
          <label
            key={option}
            title={t(`settings.${option}`)}
            className="relative flex size-8 cursor-pointer items-center justify-center rounded-full text-ink-muted transition-colors hover:text-ink has-checked:bg-surface has-checked:text-ink has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-brand"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={mode === option}
              onChange={() => onChange(option)}
              className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
            />
            <Icon aria-hidden="true" className="pointer-events-none size-4" />
            <span className="sr-only">{t(`settings.${option}`)}</span>
          </label>
        )
      })}
    </fieldset>
  )
}
