/** What a template is for (spec 01 §3; default 'event'). */
export type TemplateType = 'event' | 'certificate' | 'ticket';

/** Page orientation of certificates and tickets (default 'landscape'). */
export type TemplateOrientation = 'landscape' | 'portrait';

/** New templates are drafts; the builder's main button publishes them. */
export type TemplateStatus = 'draft' | 'publish';

/** GET /eventin/v2/templates/{id} (lists carry no content and a small thumbnail). */
export interface Template {
	id: number;
	name: string;
	type: TemplateType;
	status: TemplateStatus;
	orientation: TemplateOrientation;
	/** Serialized blocks (not in list items). */
	content?: string;
	/** A JPEG data URL, or '' when none was captured yet. */
	thumbnail: string;
	template_css?: string;
	edit_with_elementor?: boolean | string;
	preview_event_id?: number;
	/** Last change, site time (ISO 8601). */
	modified?: string;
	date?: string;
}

/** A list query of templates. */
export interface TemplateQuery {
	type?: TemplateType;
	status?: TemplateStatus | 'any';
	search?: string;
	paged?: number;
	per_page?: number;
}

/** A ready-made design of the template catalogue (the remote service). */
export interface CatalogueTemplate {
	id: string;
	name: string;
	type: TemplateType;
	/** Picture of the design; '' when it has none (the card shows the type's fallback). */
	thumbnail: string;
	/** Page that shows the design (the 'Preview Template' frame). */
	preview_url: string;
}

/** The fields the builder sends on every save (PUT). */
export interface TemplateFields {
	name: string;
	type: TemplateType;
	status: TemplateStatus;
	orientation: TemplateOrientation;
	content: string;
	thumbnail: string;
	template_css: string;
	preview_event_id: number;
	edit_with_elementor: boolean;
}
