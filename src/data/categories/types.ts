export interface Category {
	id: number;
	name: string;
	slug: string;
	parent: number;
	description: string;
	count: number;
	/** '' when none, else a hex colour (#rrggbb or #rgb; Eventin 4's term meta `color`). */
	color: string;
}
