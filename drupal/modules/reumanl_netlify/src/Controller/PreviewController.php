<?php

namespace Drupal\reumanl_netlify\Controller;

use Drupal\Core\Controller\ControllerBase;
use Drupal\Core\Routing\TrustedRedirectResponse;
use Drupal\node\NodeInterface;
use Drupal\reumanl_netlify\PreviewLink;
use Drupal\reumanl_netlify\Settings;

/**
 * "Voorbeeld op de site": the latest revision of a node (a draft too) on the site, with its signed
 * preview link. Only for editors who may view all revisions (routing).
 */
final class PreviewController extends ControllerBase {

  public function latest(NodeInterface $node): TrustedRedirectResponse {
    $storage = $this->entityTypeManager()->getStorage('node');
    $vid = (int) ($storage->getLatestRevisionId($node->id()) ?? $node->getRevisionId());
    $siteUrl = Settings::get('site_url');
    $secret = Settings::get('preview_secret');
    if ($siteUrl === '' || $secret === '') {
      throw new \RuntimeException("site_url or preview_secret is missing in \$settings['reumanl_netlify']");
    }
    $response = new TrustedRedirectResponse(PreviewLink::url($siteUrl, $secret, (int) $node->id(), $vid));
    $response->getCacheableMetadata()->setCacheMaxAge(0);
    return $response;
  }

}
