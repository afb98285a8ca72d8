// The MDX compiler's modules, loaded before each test file as every other module of the content
// step is. The pool loads them on first use (mdx-pool.ts), which is inside a test: Stryker would
// then count their module-level code as run by that one test, and test a change to it there alone.
import '../../src/content/mdx';
