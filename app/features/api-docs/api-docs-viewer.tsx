import { useLayoutEffect } from 'react';
import SwaggerUI from 'swagger-ui-react';
// As text, not through the CSS pipeline: postcss-simple-vars reads its `\$vocabulary` selectors as variables.
import swaggerCss from 'swagger-ui-react/swagger-ui.css?raw';
import classes from './api-docs.module.css';

/**
 * Swagger UI, self-hosted (decision 0016): its script and stylesheet are this chunk's, it loads no
 * font, image or script from anywhere else, and it needs no `eval`, so it runs under the app's CSP.
 * Its own words stay English (a tool for the admins who run the server).
 *
 * Read-only: "Try it out" is off, so a page of documentation never sends a call with an admin's
 * rights. `queryConfigEnabled` stays off: no `?url=` can make it load another document.
 *
 * Its stylesheet is added while the viewer is shown and removed with it (a `<style>` element: the
 * CSP allows inline styles), so nothing of it outlives the page. It is scoped to `.swagger-ui`
 * except for its dark theme, which keys on `html.dark-mode`: that class follows the app's colour
 * scheme (`dark`) while the viewer is shown, and goes with it too. The page passes the scheme in, so
 * this chunk imports nothing of Mantine (it would split the entry's shared chunks differently).
 */
export default function ApiDocsViewer({ spec, dark }: { spec: object; dark: boolean }) {
  // Both before the viewer's first paint, so it never shows unstyled or in the wrong scheme.
  useLayoutEffect(() => {
    const style = document.createElement('style');
    style.dataset.owner = 'api-docs';
    style.textContent = swaggerCss;
    document.head.append(style);
    return () => style.remove();
  }, []);
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark-mode', dark);
    return () => root.classList.remove('dark-mode');
  }, [dark]);

  return (
    <div className={classes.viewer}>
      <SwaggerUI spec={spec} docExpansion="list" defaultModelsExpandDepth={0} deepLinking displayOperationId filter supportedSubmitMethods={[]} />
    </div>
  );
}
