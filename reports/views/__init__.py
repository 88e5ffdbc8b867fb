from .report import ReportSentView, ReportView

__all__ = ["ReportSentView", "ReportView"]
