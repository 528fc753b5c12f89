import { type ContentImageField, imageAnswerKeys } from '@podium/domain'
import { useTranslation } from 'react-i18next'
import { type ImageChoice, ImageField } from '../components/image-field.tsx'
import type { ContentAdminItem } from './content-api.ts'
import type { KindText } from './content-text.ts'

/** The choices of a kind's images in a form, by field name (each starts as "keep"). */
export type ImageChoices = Readonly<Record<string, ImageChoice>>

/**
 * A kind's image field in its form (decision 108): the shared image chooser (decision 042) labelled from the kind's
 * keys (`fields.<name>`, `images.<name>.hint`, `images.<name>.remove`), showing what the public sees now. A required
 * image (decision 114) is replaced, never removed.
 */
export function ContentImageInput({
  image,
  item,
  text,
  choice,
  onChoice,
  error,
}: {
  image: ContentImageField
  item: ContentAdminItem | undefined
  text: KindText
  choice: ImageChoice
  onChoice: (choice: ImageChoice) => void
  error: string | undefined
}) {
  const { t } = useTranslation()
  const keys = imageAnswerKeys(image.name)
  const url = item?.[keys.url]
  // A required image is marked so on a new item's form, as a required text is (decision 114).
  const required = image.required && !item ? ` (${t('manage.required')})` : ''
  return (
    <ImageField
      label={`${text(`fields.${image.name}`)}${required}`}
      hint={text(`images.${image.name}.hint`)}
      currentUrl={typeof url === 'string' ? url : undefined}
      hasImage={item?.[keys.has] === true && !image.required}
      choice={choice}
      onChoice={onChoice}
      error={error}
      removeLabel={text(`images.${image.name}.remove`)}
      previewClassName="h-16 w-40 rounded-lg border border-line bg-white object-contain"
    />
  )
}

/** The picture a list row shows for an item: its first image's URL, if the kind has images. */
export function rowImageOf(images: readonly ContentImageField[] | undefined, item: ContentAdminItem) {
  const first = images?.[0]
  const url = first ? item[imageAnswerKeys(first.name).url] : undefined
  return typeof url === 'string' ? url : undefined
}
