<?php

namespace Drupal\reumanl_netlify;

/**
 * The changes of one or more requests, coalesced into one call of the site's publish webhook.
 *
 * Plain PHP without Drupal (the site's tests run it with php-cli): the body it makes is what
 * POST /api/v1/drupal/publish reads (functions/drupal/drupal.mts): the last change for the build's
 * title, how many changes the build covers, and the uuids that left the site (unpublished or
 * deleted), which the site removes from its search at once.
 */
final class ChangeSet {

  /**
   * Changes keyed by "entity type:uuid": the last one of each entity counts.
   *
   * @var array<string, array{action: string, entityType: string, bundle: string, id: string, uuid: string}>
   */
  private array $changes = [];

  /**
   * A change list as kept between requests (state), or an empty one.
   */
  public static function fromArray(array $changes): self {
    $set = new self();
    foreach ($changes as $change) {
      if (is_array($change) && isset($change['action'], $change['entityType'], $change['uuid'])) {
        $set->add((string) $change['action'], (string) $change['entityType'], (string) ($change['bundle'] ?? ''), (string) ($change['id'] ?? ''), (string) $change['uuid']);
      }
    }
    return $set;
  }

  /**
   * Records a change: action is publish, unpublish or delete.
   */
  public function add(string $action, string $entityType, string $bundle, string $id, string $uuid): void {
    if (!in_array($action, ['publish', 'unpublish', 'delete'], TRUE)) {
      throw new \InvalidArgumentException("unknown action $action");
    }
    $key = "$entityType:$uuid";
    unset($this->changes[$key]);
    $this->changes[$key] = ['action' => $action, 'entityType' => $entityType, 'bundle' => $bundle, 'id' => $id, 'uuid' => $uuid];
  }

  public function merge(ChangeSet $other): void {
    foreach ($other->changes as $change) {
      $this->add($change['action'], $change['entityType'], $change['bundle'], $change['id'], $change['uuid']);
    }
  }

  public function isEmpty(): bool {
    return $this->changes === [];
  }

  public function toArray(): array {
    return array_values($this->changes);
  }

  /**
   * The webhook body: the last change, the number of changes, and the uuids that left the site.
   */
  public function body(): array {
    if ($this->isEmpty()) {
      throw new \LogicException('no changes to send');
    }
    $last = end($this->changes);
    $removed = [];
    foreach ($this->changes as $change) {
      if ($change['action'] !== 'publish') {
        $removed[] = $change['uuid'];
      }
    }
    return [
      'entityType' => $last['entityType'],
      'bundle' => $last['bundle'],
      'id' => $last['id'],
      'changes' => count($this->changes),
      'removed' => array_slice($removed, 0, 500),
    ];
  }

}
