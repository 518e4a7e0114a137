import type { HeadProps } from "gatsby";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import { notFoundText, SuggestedLinks } from "../components/SuggestedLinks";

export default function NotFoundPage() {
  return (
    <Layout>
      <div className="container container--reading not-found">
        <h1>{notFoundText("title")}</h1>
        <p className="lead">{notFoundText("text")}</p>
        <SuggestedLinks />
      </div>
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <SeoHead title={notFoundText("title")} path={location.pathname} noIndex />;
}
