import { th } from '@chokdee/contracts';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { isChunkLoadError, reloadForChunkError } from '../../lib/chunk-reload';
import { usePageTitle } from '../../lib/page-title';
import { webTh } from '../../messages/th';
import { useErrorDocumentTitle } from '../document-title';

type ErrorDetails = { status: number; message: string };

/** docs/domain/member-site.md §8: status defaults to 500 and the message to a generic one; 404 says the page is missing. */
export const describeError = (error: unknown): ErrorDetails => {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return { status: 404, message: webTh.notFound };
    const fromData =
      typeof error.data === 'string'
        ? error.data
        : typeof error.data === 'object' && error.data !== null && 'message' in error.data
          ? String((error.data as { message: unknown }).message)
          : '';
    return { status: error.status, message: fromData || error.statusText || th.genericError };
  }
  // A thrown Error's text is for developers; members get the Thai generic message.
  return { status: 500, message: th.genericError };
};

/** The error screen itself: status, message and the way home. */
export const ErrorView = ({ status, message }: ErrorDetails) => (
  <section className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 px-4 text-center">
    <h1 className="flex flex-col items-center gap-2">
      <span className="bg-gradient-to-b from-gold-200 to-gold-500 bg-clip-text text-7xl font-extrabold text-transparent">
        {status}
      </span>{' '}
      <span className="text-xl font-bold text-white">{message}</span>
    </h1>
    <div className="flex flex-wrap justify-center gap-3">
      <Link to={paths.home.getHref()} className={buttonClassName()}>
        {webTh.backHome}
      </Link>
      {status !== 404 && (
        <button
          type="button"
          className={buttonClassName({ variant: 'secondary' })}
          onClick={() => window.location.reload()}
        >
          {webTh.tryAgain}
        </button>
      )}
    </div>
  </section>
);

/** If rendering the error page throws too, show plain text and a plain link (no router needed). */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The error page failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-4 text-center">
        <p className="text-lg text-white">{webTh.errorPageFailed}</p>
        <a href="/" className="text-gold-300 underline">
          {webTh.errorPageFailedHome}
        </a>
      </div>
    );
  }
}

const RouteErrorContent = () => {
  const error = useRouteError();
  const details = describeError(error);
  useErrorDocumentTitle(details.message);
  if (isChunkLoadError(error) && reloadForChunkError()) return null;
  return <ErrorView {...details} />;
};

/** The router's error element: any thrown error or response below the root lands here. */
export const ErrorPage = () => (
  <ErrorPageBoundary>
    <main className="min-h-dvh">
      <RouteErrorContent />
    </main>
  </ErrorPageBoundary>
);

/** Unknown routes (docs/domain/member-site.md §2): 404 inside the normal layout. */
export const NotFoundPage = () => {
  usePageTitle(webTh.notFound);
  return <ErrorView status={404} message={webTh.notFound} />;
};
