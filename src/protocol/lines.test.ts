import { describe, expect, it } from 'vitest';
import { topicLineSchema } from './lines';
import { wireTopicSchema } from './requests';

describe('layout hints on the wire', () => {
  it('carry a layout id on a topic line and on a wire topic, trimmed and in lower case', () => {
    expect(topicLineSchema.parse({ type: 'topic', topic_id: 'topic_1', heading: 'Week', layout: ' Horizontal-Timeline ' }).layout).toBe('horizontal-timeline');
    expect(wireTopicSchema.parse({ heading: 'Week', layout: 'process-flow' }).layout).toBe('process-flow');
  });

  it('read anything unusable as no hint, never as an error', () => {
    for (const layout of [42, null, ['grid'], { type: 'grid' }, 'not a layout!', 'x'.repeat(41), '']) {
      const line = topicLineSchema.safeParse({ type: 'topic', topic_id: 'topic_1', heading: 'Week', layout });
      expect(line.success, JSON.stringify(layout)).toBe(true);
      expect(line.data?.layout).toBeUndefined();
      expect(wireTopicSchema.safeParse({ heading: 'Week', layout }).data?.layout).toBeUndefined();
    }
  });
});
