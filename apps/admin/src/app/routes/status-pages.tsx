import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../../config/paths';
import { adminTh } from '../../messages/th';

const StatusPage = ({ title, body }: { title: string; body?: string }) => (
  <div className="mx-auto max-w-lg py-16 text-center">
    <h1 className="mb-2 text-2xl font-bold">{title}</h1>
    {body && <p className="mb-6 text-slate-600">{body}</p>}
    <Link to={paths.home} className="font-semibold text-brand-700 underline">
      {adminTh.backHome}
    </Link>
  </div>
);

/** A page the role may not use, opened by its URL. */
export const ForbiddenPage = () => <StatusPage title={adminTh.forbiddenTitle} body={adminTh.forbiddenBody} />;

export const NotFoundPage = () => <StatusPage title={adminTh.notFoundTitle} />;

/** A page that crashed or failed to load its code. */
export const ErrorPage = () => {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <StatusPage title={adminTh.genericError} />;
};
