import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

/**
 * Leaves alone the `code` of an issue the content step adds itself: `ctx.addIssue({ code:
 * 'custom', path, message })`. Its message and path are what an editor reads, and nothing reads
 * the code (the pipeline looks only for zod's own "unrecognized_keys"), so changing 'custom' to ""
 * changes nothing any test could see; counting it would only lower the score.
 */
export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'zod-issue-code', {
    shouldIgnore(path) {
      if (!path.isStringLiteral() || path.node.value !== 'custom') return undefined;
      const property = path.parentPath;
      if (!property?.isObjectProperty() || property.node.key.type !== 'Identifier' || property.node.key.name !== 'code') return undefined;
      const call = property.parentPath?.parentPath;
      const callee = call?.isCallExpression() ? call.node.callee : undefined;
      if (callee?.type !== 'MemberExpression' || callee.property.type !== 'Identifier' || callee.property.name !== 'addIssue') return undefined;
      return 'The code of an issue the content step adds is read by nothing; its message and path are tested.';
    },
  }),
];
