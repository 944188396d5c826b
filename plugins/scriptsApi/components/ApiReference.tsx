import SwaggerUI from 'swagger-ui-react';
import 'swagger-ui-react/swagger-ui.css';

/**
 * The interactive reference: swagger-ui-react over the server's generated OpenAPI document. This
 * module is loaded lazily (ApiScreen), so the renderer stays out of every other screen's bundle.
 */
export default function ApiReference({ url }: { url: string }) {
  return <div className="sa-reference" data-testid="api-reference"><SwaggerUI url={url} docExpansion="list" defaultModelsExpandDepth={0} /></div>;
}
