/**
 * Page loads the builder's route makes (to the builder's page and back to
 * the dashboard's), in one place so tests can watch them.
 */
export const pageLocation = {
	replace: ( url: string ) => window.location.replace( url ),
	assign: ( url: string ) => window.location.assign( url ),
};
