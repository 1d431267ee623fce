/**
 * Entry of the event-page script (visitors' pages).
 */
export {};
