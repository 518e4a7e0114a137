<?php

namespace Drupal\reumanl_netlify;

use Drupal\Core\Site\Settings as DrupalSettings;

/**
 * The module's settings, from settings.php (never from configuration, so no secret is exported):
 *
 * @code
 * $settings['reumanl_netlify'] = [
 *   'site_url' => 'https://www.reumanl.nl',
 *   'webhook_secret' => getenv('DRUPAL_WEBHOOK_SECRET'),
 *   'preview_secret' => getenv('DRUPAL_PREVIEW_SECRET'),
 *   // optional: seconds between two webhook calls (default 60)
 *   'coalesce_seconds' => 60,
 * ];
 * @endcode
 */
final class Settings {

  public static function get(string $name): string {
    $settings = DrupalSettings::get('reumanl_netlify', []);
    return trim((string) ($settings[$name] ?? ''));
  }

  public static function coalesceSeconds(): int {
    $settings = DrupalSettings::get('reumanl_netlify', []);
    return max(0, (int) ($settings['coalesce_seconds'] ?? 60));
  }

}
