/**
 * Optional phrasing of an insight by a language model behind an OpenAI-compatible chat endpoint
 * (LLM_BASE_URL, LLM_MODEL, LLM_API_KEY; a local Ollama serves one at /v1). The model gets the
 * findings' own sentences and the reptile's species, nothing else about the keeper, and may only
 * reword them: an answer that drops a number of the findings, is empty, too long, or comes late
 * (LLM_TIMEOUT_MS) is discarded and the deterministic sentences are kept. Without the settings
 * nothing is sent anywhere.
 */
import type { LlmConfig } from '../config';

export interface Phrased {
  text: string;
  source: 'rules' | 'model';
}

const LANGUAGE_NAMES = { en: 'English', bg: 'Bulgarian' } as const;

/** The numbers a sentence states (12, 4.5, 4,5): the model must keep every one. */
const numbersIn = (text: string): string[] => (text.match(/\d+(?:[.,]\d+)?/g) ?? []).map((n) => n.replace(',', '.'));

/** Small models like to wrap answers in code fences or quotes. */
const unwrap = (text: string): string => text.trim().replace(/^```[a-z]*\n?/i, '').replace(/\n?```$/, '').replace(/^"(.*)"$/s, '$1').trim();

export function acceptPhrasing(original: string, candidate: string): string | null {
  const text = unwrap(candidate);
  if (!text || text.length > Math.max(400, original.length * 3)) return null;
  const have = new Set(numbersIn(text));
  return numbersIn(original).every((n) => have.has(n)) ? text : null;
}

export async function phraseInsight(llm: LlmConfig | null, input: { text: string; language: 'en' | 'bg'; species: string }, fetchImpl: typeof fetch = fetch): Promise<Phrased> {
  const fallback: Phrased = { text: input.text, source: 'rules' };
  if (!llm) return fallback;
  try {
    const res = await fetchImpl(`${llm.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}) },
      signal: AbortSignal.timeout(llm.timeoutMs),
      body: JSON.stringify({
        model: llm.model,
        temperature: 0.2,
        messages: [
          {
            role: 'system',
            content: `You help reptile keepers read the findings about one of their animals. Rewrite the findings as short, plain, friendly sentences in ${LANGUAGE_NAMES[input.language]}, one line per finding starting with "- ". Keep every number, date and unit exactly. Add no medical advice, no new facts and no greeting.`,
          },
          { role: 'user', content: `Species: ${input.species}\nFindings:\n${input.text}` },
        ],
      }),
    });
    if (!res.ok) return fallback;
    const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    const text = typeof content === 'string' ? acceptPhrasing(input.text, content) : null;
    return text ? { text, source: 'model' } : fallback;
  } catch {
    return fallback;
  }
}
