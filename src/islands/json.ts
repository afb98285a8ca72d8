/**
 * `T` when every part of it survives JSON.stringify and JSON.parse unchanged, else `never` at the
 * offending part: a function, a Date, a Map or undefined in an array fails the type check.
 * Optional fields are fine (JSON drops them and the island sees them missing, as on the server).
 */
export type JsonSafe<T> = T extends string | number | boolean | null
  ? T
  : T extends readonly (infer Item)[]
    ? Item extends undefined
      ? never
      : readonly JsonSafe<Item>[]
    : T extends (...args: never[]) => unknown
      ? never
      : T extends Date | Map<unknown, unknown> | Set<unknown>
        ? never
        : T extends object
          ? { [K in keyof T]: JsonSafe<T[K]> }
          : T extends undefined
            ? undefined
            : never;
