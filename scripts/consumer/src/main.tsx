// A small app built with Vite from the packed packages, the way another association tool would.
import { createApiClient } from '@coaz/api-client';
import { ApiClientProvider, useStatistics } from '@coaz/api-client/react';
import { ChatWidget } from '@coaz/chat-widget';
import { pageTitle, type SiteImage } from '@coaz/content-data';
import { newsItems } from '@coaz/content-data/news';
import { Button, NewsCard } from '@coaz/ui-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import '@coaz/ui-kit/styles.css';
import '@coaz/chat-widget/styles.css';

const pictures = import.meta.glob<string>('/node_modules/@coaz/content-data/assets/**/*.svg', {
  eager: true,
  import: 'default',
  query: '?no-inline',
});

function pictureUrl(image: SiteImage): string | undefined {
  return pictures[`/node_modules/@coaz/content-data/assets/${image.src}`];
}

const client = createApiClient({ memberBaseUrl: '/coaz/api/', chatBaseUrl: '/api/' });
const queryClient = new QueryClient();

function Figures() {
  const { usersCount } = useStatistics();
  return <p>{usersCount ?? '…'} members</p>;
}

function App() {
  const [latest] = newsItems;
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <h1>{pageTitle('Home')}</h1>
        {latest && (
          <NewsCard
            title={latest.heading}
            summary={latest.content}
            href={`/news?article=${latest.id}`}
            date={latest.date}
            image={{ ...latest.image, src: pictureUrl(latest.image) ?? '' }}
          />
        )}
        <Figures />
        <Button>Join us</Button>
        <ChatWidget service={client.chat} />
      </ApiClientProvider>
    </QueryClientProvider>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
