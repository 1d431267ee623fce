/**
 * Entry of the booking script (visitors' pages).
 */
export {};
