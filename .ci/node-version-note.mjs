// After `npm install` (the root's postinstall): on a Node older than package.json's "engines"
// (22.12), npm has just printed a warning (EBADENGINE) for each package that needs a newer one.
// Say what they mean and what to do, once, at the end. Never fails the install. Plain JavaScript
// that Node 20 runs; a version may be given as the argument (the preflight test does).
const version = process.argv[2] ?? process.versions.node;
const [major, minor] = version.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.warn(`
investor-forum: the EBADENGINE warnings above are npm telling you that Node ${version} is too old
for this project (it needs 22.12 or newer). The packages are installed, but running the server, the
build or the tests on this Node is not supported, and better-sqlite3 was compiled for this Node.

To go on, in this shell:
  . .ci/node.sh      # puts Node 22 first on PATH (fetched from the npm registry if needed)
  npm install        # again, with Node 22: compiles better-sqlite3 for it
`);
}
