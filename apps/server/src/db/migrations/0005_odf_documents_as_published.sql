ALTER TABLE "odf_documents" ADD COLUMN "document_subcode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "odf_documents" ADD COLUMN "document_subtype" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "odf_documents" ADD COLUMN "competition_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "odf_documents" DROP CONSTRAINT "odf_documents_pkey";--> statement-breakpoint
ALTER TABLE "odf_documents" ADD CONSTRAINT "odf_documents_document_code_document_subcode_document_type_document_subtype_pk" PRIMARY KEY("document_code","document_subcode","document_type","document_subtype");
