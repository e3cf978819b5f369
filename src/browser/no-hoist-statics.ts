/**
 * Production stand-in for hoist-non-react-statics (with react-is, about 1.2 KB gzipped). Emotion
 * imports it for side effects only, in a form bundlers cannot drop; its one real use is Emotion's
 * `withTheme`, which the site does not use. Returning the target unchanged is what the package
 * does for components without statics. See src/node/webpack-config.ts.
 */
export default function hoistNonReactStatics<T>(target: T): T {
  return target;
}
