/**
 * The part of swagger-ui-react's props this feature passes (the package ships no types; its
 * propTypes are the reference: node_modules/swagger-ui-react/index.mjs).
 */
declare module 'swagger-ui-react' {
  import type { ComponentType } from 'react';

  export interface SwaggerUIProps {
    spec?: object;
    docExpansion?: 'list' | 'full' | 'none';
    defaultModelsExpandDepth?: number;
    defaultModelExpandDepth?: number;
    deepLinking?: boolean;
    displayOperationId?: boolean;
    filter?: boolean | string;
    /** HTTP methods "Try it out" may send; empty: the reference is read-only. */
    supportedSubmitMethods?: string[];
    showExtensions?: boolean;
    queryConfigEnabled?: boolean;
  }

  const SwaggerUI: ComponentType<SwaggerUIProps>;
  export default SwaggerUI;
}
