/** Placeholder: the API test database set-up lives in test/database.ts (one PGlite per worker). */
export default function setup() {}
