// Typechecked with `module: nodenext` as an ES module.
import { type ApiClient, type ChatReply, createApiClient, type MemberUser } from '@coaz/api-client';
import { createMembershipClient, type MembershipClient } from '@coaz/api-client/membership';
import { ApiClientProvider, useCurrentUser } from '@coaz/api-client/react';
import { ChatWidget } from '@coaz/chat-widget';
import { type ConstitutionDocument, parseConstitutionText } from '@coaz/constitution-qa';
import { type NewsItem, pageTitle } from '@coaz/content-data';
import { type MembershipType, membershipTypes } from '@coaz/content-data/membership';
import { Button, type ButtonProps } from '@coaz/ui-kit';
// No `*.css` declarations here (types: node only): the packages' own declarations type the stylesheets.
import '@coaz/ui-kit/styles.css';
import '@coaz/chat-widget/styles.css';

export const client: ApiClient = createApiClient({
  memberBaseUrl: 'http://localhost:8080/coaz/api/',
  chatBaseUrl: 'http://localhost:8080/api/',
});
export const membership: MembershipClient = createMembershipClient(client);
export const title: string = pageTitle('News');
export const first: MembershipType | undefined = membershipTypes[0];
export type Used = [ChatReply, MemberUser, NewsItem, ButtonProps, ConstitutionDocument];
export const components = [
  ApiClientProvider,
  useCurrentUser,
  ChatWidget,
  Button,
  parseConstitutionText,
];
