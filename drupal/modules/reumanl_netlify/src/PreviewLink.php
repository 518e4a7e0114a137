<?php

namespace Drupal\reumanl_netlify;

/**
 * The signed preview link of a node revision on the site: /preview/node/{nid}/{vid}?token=...
 *
 * The token is HMAC-SHA256 of "nid:vid" with DRUPAL_PREVIEW_SECRET, in hex, exactly as the site
 * checks it (functions/drupal/secret.ts previewToken). Plain PHP without Drupal.
 */
final class PreviewLink {

  public static function token(string $secret, int $nid, int $vid): string {
    if ($secret === '') {
      throw new \InvalidArgumentException('the preview secret is empty');
    }
    return hash_hmac('sha256', $nid . ':' . $vid, $secret);
  }

  public static function url(string $siteUrl, string $secret, int $nid, int $vid): string {
    return rtrim($siteUrl, '/') . '/preview/node/' . $nid . '/' . $vid . '/?token=' . self::token($secret, $nid, $vid);
  }

}
