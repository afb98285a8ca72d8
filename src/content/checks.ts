// The shapes of rules across files, shared by the schemas that define them and the registry that
// runs them (collections.ts), so no schema imports the registry it is listed in.

/** What a rule across files can read, once every file is validated: the valid entries and singletons. */
export interface ContentLookup {
  /** A valid entry of a collection, by id. */
  entry(collection: string, id: string): Record<string, unknown> | undefined;
  /** Every valid entry of a collection, in file-name order. */
  entries(collection: string): ReadonlyArray<{ id: string; data: Record<string, unknown> }>;
  /** A valid singleton's data, by its name in `singletons`. */
  singleton(name: string): Record<string, unknown> | undefined;
}

/** One problem a rule across files finds, at a field of the file it checks. */
export interface CheckProblem {
  path: Array<string | number>;
  message: string;
}

/** A rule across files for one entry or singleton: its problems, each at a field path. */
export type EntryCheck = (data: Record<string, unknown>, content: ContentLookup) => CheckProblem[];

/** A rule over all entries of one collection: its problems, each at a field of the entry `id`. */
export type CollectionCheck = (entries: ReadonlyArray<{ id: string; data: Record<string, unknown> }>, content: ContentLookup) => Array<CheckProblem & { id: string }>;
