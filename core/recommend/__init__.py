"""From the options to a recommendation: ranked (ranking: the Pareto front, 首选 / 平替 / 踩雷), explained (explain:
reasons, model advice, suggestions when nothing qualifies), compared with hosted APIs (api_comparison), and returned
as a Recommendation (result). recommend() (pipeline) runs it all."""

from gpu_advisor.core.options.option import RecommendError
from gpu_advisor.core.recommend.pipeline import recommend
from gpu_advisor.core.recommend.result import Recommendation

__all__ = ["Recommendation", "RecommendError", "recommend"]
