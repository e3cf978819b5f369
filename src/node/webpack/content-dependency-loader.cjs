/**
 * A webpack loader that ties a content module to the data files it is compiled from, besides its
 * own file, so that a save of one of them rebuilds the module. `options.inspect(source, path)`
 * names the files and, when the data is unusable, the error that fails the module; webpack keeps
 * watching the files either way, so the next good save recovers. Plain CommonJS: webpack loads
 * loaders with require, while the inspection itself is TypeScript compiled with gatsby-node.
 */
module.exports = function contentDependencyLoader(source) {
  const { inspect } = this.getOptions();
  const { files, error } = inspect(String(source), this.resourcePath);
  for (const file of files) this.addDependency(file);
  if (!error) return source;
  // The message names the file and line; a stack trace would only hide it.
  error.hideStack = true;
  this.callback(error);
  return undefined;
};
