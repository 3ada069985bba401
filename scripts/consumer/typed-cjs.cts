// Typechecked with `module: nodenext` as a CommonJS module: `import` here compiles to `require`.
import { type ApiClient, type ApiClientError, createApiClient } from '@coaz/api-client';
import { createMembershipClient, type MembershipClient } from '@coaz/api-client/membership';
import { ApiClientProvider } from '@coaz/api-client/react';
import { ChatWidget } from '@coaz/chat-widget';
import { parseConstitutionText } from '@coaz/constitution-qa';
import { pageTitle } from '@coaz/content-data';
import { searchDocuments } from '@coaz/content-data/search';
import { Button } from '@coaz/ui-kit';

export const client: ApiClient = createApiClient({
  memberBaseUrl: 'http://localhost:8080/coaz/api/',
  chatBaseUrl: 'http://localhost:8080/api/',
});
export const membership: MembershipClient = createMembershipClient(client);
export const title: string = pageTitle('News');
export const pages: number = searchDocuments.length;
export const components = [ApiClientProvider, ChatWidget, Button, parseConstitutionText];
// The CommonJS declarations carry the errors' literal names too: a `switch` narrows to the class.
export function retryAfter(error: ApiClientError): number | undefined {
  switch (error.name) {
    case 'ApiError':
      return error.retryAfter;
    case 'ConflictError':
    case 'TimeoutError':
    case 'NetworkError':
    case 'CredentialsRequiredError':
      return undefined;
  }
}
