import { carFlow } from '@/components/purchase/car/flow';
import { guardFlow } from '@/components/purchase/personal-accident/flow';
import { homeFlow } from '@/components/purchase/home/flow';
import { travelFlow } from '@/components/purchase/travel/flow';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { RENEWAL_STEPS, resultSteps } from './flow-paths';

type Tree = { [key: string]: string | Tree };
const message = (tree: Tree, key: string) => key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);

describe('the payment result names the steps of its flow', () => {
  it('a purchase: the flow indicator\'s own steps, then the payment', () => {
    for (const flow of [travelFlow, homeFlow, guardFlow, carFlow]) {
      const own = flow.steps.map((s) => s.label);
      const pending = resultSteps(flow.id, false);
      expect(pending.labels).toEqual([...own, 'payment.step.payment']);
      expect(pending.current).toBe(own.length);
      expect(resultSteps(flow.id, true).current).toBe(own.length + 1);
    }
  });

  it('a car renewal: the renewal\'s four steps, at the payment, then done', () => {
    expect(resultSteps('motor-renewal', false)).toEqual({ labels: RENEWAL_STEPS, current: 2 });
    expect(resultSteps('motor-renewal', true)).toEqual({ labels: RENEWAL_STEPS, current: 3 });
  });

  it('every name is translated in both languages', () => {
    for (const kind of ['travel', 'home', 'personal-accident', 'motor', 'motor-renewal', 'unknown']) {
      for (const key of resultSteps(kind, false).labels) {
        expect([key, typeof message(en as Tree, key)]).toEqual([key, 'string']);
        expect([key, typeof message(ar as Tree, key)]).toEqual([key, 'string']);
      }
    }
  });
});
