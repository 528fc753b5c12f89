import { createFileRoute } from '@tanstack/react-router'
import { BundleImportPage } from '../features/bundle-import/components/bundle-import-page.tsx'

export const Route = createFileRoute('/staff/import')({ component: BundleImportPage })
