import type { AnyContentKind } from '@podium/domain'
import type { ComponentType } from 'react'
import type { ContentAdminItem } from './content-api.ts'
import type { KindText } from './content-text.ts'
import { DocumentDetails } from './document-row.tsx'
import { RouteRuleActions, RouteRuleDetails } from './route-rule-row.tsx'
import { TransportLineDetails } from './transport-line-row.tsx'
import { TriviaActions, TriviaDetails, triviaDeleteRefusal } from './trivia-row.tsx'

/** What a kind's row shows beyond its title and its edit and delete buttons. */
export interface RowExtraProps {
  kind: AnyContentKind
  item: ContentAdminItem
  text: KindText
  timeZone: string | undefined
  /** The generic summary line (content-form-values.ts' `summaryOf`), which a kind's details may show beside its own. */
  summary: string
}

/**
 * A kind's own parts of its manager's row (decision 112), by kind name: `details` in place of the generic summary
 * line, `actions` before the edit button, and `deleteRefusal`, why an item cannot be deleted, said in the delete
 * dialog instead of the confirmation (decision 118: a trivia somebody played). A kind without an entry gets the
 * generic row.
 */
export const ROW_EXTRAS: Readonly<
  Record<
    string,
    {
      details?: ComponentType<RowExtraProps>
      actions?: ComponentType<RowExtraProps>
      deleteRefusal?: (item: ContentAdminItem, text: KindText, name: string) => string | undefined
    }
  >
> = {
  'route-rules': { details: RouteRuleDetails, actions: RouteRuleActions },
  documents: { details: DocumentDetails },
  trivia: { details: TriviaDetails, actions: TriviaActions, deleteRefusal: triviaDeleteRefusal },
  transport: { details: TransportLineDetails },
}
