export interface Tag {
	id: number;
	name: string;
	slug: string;
	description: string;
	count: number;
}
