// After `npm install` (the root's postinstall): on a Node older than package.json's "engines"
// (22.12), npm has just printed a warning (EBADENGINE) for each package that needs a newer one.
// Say what they mean and what to do, once, at the end. On a supported Node, make sure the native
// module loads on it (npm leaves one built for the previous Node in place; see native-modules.mjs).
// Never fails the install. Plain JavaScript that Node 20 runs; a version may be given as the
// argument (the preflight test does, and then nothing is checked or rebuilt).
import { ensureNativeModule, nodeIsSupported } from './native-modules.mjs';

const given = process.argv[2];
const version = given ?? process.versions.node;
if (!nodeIsSupported(version)) {
  console.warn(`
investor-forum: the EBADENGINE warnings above are npm telling you that Node ${version} is too old
for this project (it needs 22.12 or newer). The packages are installed, but running the server, the
build or the tests on this Node is not supported, and better-sqlite3 was compiled for this Node.

To go on, in this shell:
  . .ci/node.sh      # puts Node 22 first on PATH (fetched from the npm registry if needed)
  npm install        # again, with Node 22: rebuilds better-sqlite3 for it
`);
} else if (!given && process.env.FORUM_SKIP_NATIVE_CHECK !== '1') {
  ensureNativeModule();
}
