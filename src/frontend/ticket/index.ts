/**
 * Entry of the ticket script (visitors' pages).
 */
export {};
