import type { HeadProps } from "gatsby";
import { Layout } from "../../shell/Layout";
import { SeoHead } from "../../shell/SeoHead";
import { CommunityHome } from "../../features/community/CommunityHome";
import "../../styles/community.css";
import community from "../../i18n/locales/nl/community.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ community });

/** /ontmoet-elkaar: the community page (spec 000 §2, spec 001 §2.2). */
export default function CommunityPage() {
  return (
    <Layout>
      <CommunityHome />
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <SeoHead title={t("community.title")} description={t("community.intro")} path={location.pathname} />;
}
