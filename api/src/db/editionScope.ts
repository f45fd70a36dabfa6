/**
 * The forum year a repository reads and writes, asked at each call rather than once: a publish
 * moves the current edition in a running server, and the repositories built at start must follow.
 * createServices builds the one scope from the edition it is handed; tests pass a year of their own.
 */
export type EditionScope = () => number;
