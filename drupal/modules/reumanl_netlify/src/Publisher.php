<?php

namespace Drupal\reumanl_netlify;

use Drupal\Component\Datetime\TimeInterface;
use Drupal\Core\DestructableInterface;
use Drupal\Core\Entity\EntityInterface;
use Drupal\Core\Logger\LoggerChannelFactoryInterface;
use Drupal\Core\State\StateInterface;
use GuzzleHttp\ClientInterface;
use GuzzleHttp\Exception\GuzzleException;

/**
 * Collects the changes of a request and tells the site once, after the response (destruct()).
 *
 * Coalesced: changes wait in state until the last call is at least coalesce_seconds ago (an editor
 * saving ten times in a minute starts one build, not ten); hook_cron sends what waited. A failed
 * call keeps its changes for the next try.
 */
final class Publisher implements DestructableInterface {

  private const PENDING = 'reumanl_netlify.pending';
  private const LAST_SENT = 'reumanl_netlify.last_sent';

  private ChangeSet $request;

  public function __construct(
    private readonly ClientInterface $httpClient,
    private readonly StateInterface $state,
    private readonly LoggerChannelFactoryInterface $loggers,
    private readonly TimeInterface $time,
  ) {
    $this->request = new ChangeSet();
  }

  public function record(EntityInterface $entity, string $action): void {
    $this->request->add($action, $entity->getEntityTypeId(), $entity->bundle(), (string) $entity->id(), (string) $entity->uuid());
  }

  public function destruct(): void {
    if ($this->request->isEmpty()) {
      return;
    }
    $pending = ChangeSet::fromArray($this->state->get(self::PENDING, []));
    $pending->merge($this->request);
    $this->request = new ChangeSet();
    $this->state->set(self::PENDING, $pending->toArray());
    $this->sendPending();
  }

  /**
   * Sends the waiting changes when the coalescing window has passed.
   */
  public function sendPending(): void {
    $pending = ChangeSet::fromArray($this->state->get(self::PENDING, []));
    if ($pending->isEmpty()) {
      return;
    }
    $now = $this->time->getCurrentTime();
    if ($now - (int) $this->state->get(self::LAST_SENT, 0) < Settings::coalesceSeconds()) {
      return;
    }
    $siteUrl = Settings::get('site_url');
    $secret = Settings::get('webhook_secret');
    $logger = $this->loggers->get('reumanl_netlify');
    if ($siteUrl === '' || $secret === '') {
      $logger->error('site_url or webhook_secret is missing in $settings[\'reumanl_netlify\']: the site is not told about changes.');
      return;
    }
    try {
      $this->httpClient->request('POST', rtrim($siteUrl, '/') . '/api/v1/drupal/publish', [
        'headers' => ['X-Drupal-Webhook-Secret' => $secret, 'Content-Type' => 'application/json'],
        'body' => json_encode($pending->body(), JSON_THROW_ON_ERROR),
        'timeout' => 10,
      ]);
      $this->state->set(self::LAST_SENT, $now);
      $this->state->delete(self::PENDING);
    }
    catch (GuzzleException | \JsonException $e) {
      $logger->error('The site\'s publish webhook failed; the changes wait for the next try: @message', ['@message' => $e->getMessage()]);
    }
  }

}
