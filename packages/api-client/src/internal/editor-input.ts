/**
 * A collection's create or update schema without the fields only the server sets. The OpenAPI
 * document lists `id`, `createdAt` and `updatedAt` on the inputs as refused (`unknown`), so an
 * editor's input type leaves them out rather than invite sending them.
 */
export type EditorInput<Schema> = Omit<Schema, 'id' | 'createdAt' | 'updatedAt'>;
